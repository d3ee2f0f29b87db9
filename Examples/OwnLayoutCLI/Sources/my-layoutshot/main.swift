import LayoutShotCommandLine

// Every layoutshot command, plus `type: mosaic` and the Jungle Cup views in documents.
LayoutShot.main(
    layouts: [
        RegisteredLayout(
            "mosaic", summary: "A big cell every third row, small squares around it.",
            settings: [
                LayoutSetting("columns", .integer(default: 4, minimum: 2, maximum: 8), "Number of columns."),
                LayoutSetting("gap", .number(default: 4, minimum: 0), "Space between cells."),
            ]
        ) { settings in
            MosaicLayout(columns: settings.integer("columns"), gap: settings.number("gap"))
        }
    ],
    views: [
        RegisteredView("team-cell", TeamCell.self) { view, element in
            (view as? TeamCell)?.name.text = element.text ?? "Team \(element.indexPath.item + 1)"
        },
        RegisteredView("banner", BannerView.self),
        RegisteredView("group-header", GroupHeaderView.self) { view, element in
            (view as? GroupHeaderView)?.title.text = element.text ?? "Group \(element.indexPath.section + 1)"
        },
    ])
