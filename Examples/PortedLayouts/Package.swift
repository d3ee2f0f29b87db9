// swift-tools-version: 6.1
// A Linux package that uses an iOS app's layout files in place: the LayoutShotPortPlugin ports
// UIKitSources/ at build time, and the tests check the frames the layouts compute.
import PackageDescription

let package = Package(
    name: "PortedLayouts",
    dependencies: [.package(name: "LayoutShot", path: "../..")],
    targets: [
        .target(
            name: "PortedLayouts",
            dependencies: [.product(name: "LayoutShotUIKit", package: "LayoutShot")],
            exclude: ["layoutshot-port.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LayoutShotPortPlugin", package: "LayoutShot")]
        ),
        .testTarget(name: "PortedLayoutsTests", dependencies: ["PortedLayouts"]),
    ]
)
