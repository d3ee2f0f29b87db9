// swift-tools-version: 6.1
// A team's own `layoutshot`: the whole command line, with the team's layout classes available
// to documents by name (`layout: {type: mosaic, columns: 4}`), and its cell classes drawn
// instead of boxes (`views: {cell: team-cell}`).
import PackageDescription

let package = Package(
    name: "OwnLayoutCLI",
    dependencies: [.package(name: "LayoutShot", path: "../..")],
    targets: [
        .executableTarget(
            name: "my-layoutshot",
            dependencies: [
                .product(name: "LayoutShotCommandLine", package: "LayoutShot"),
                .product(name: "CollectionLayout", package: "LayoutShot"),
                .product(name: "LayoutShotUIKit", package: "LayoutShot"),
            ]
        )
    ]
)
