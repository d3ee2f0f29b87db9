import LayoutShotCommandLine

// Every layoutshot command, plus `type: mosaic` in documents.
LayoutShot.main(layouts: [
    RegisteredLayout(
        "mosaic", summary: "A big cell every third row, small squares around it.",
        settings: [
            LayoutSetting("columns", .integer(default: 4, minimum: 2, maximum: 8), "Number of columns."),
            LayoutSetting("gap", .number(default: 4, minimum: 0), "Space between cells."),
        ]
    ) { settings in
        MosaicLayout(columns: settings.integer("columns"), gap: settings.number("gap"))
    }
])
