// swift-tools-version: 6.1
// libFuzzer targets for LayoutShot, in a package of their own so that the root package's
// `swift build` and `swift test` never see the sanitizer flags. Build and run them with
// `bash scripts/fuzz [seconds]` from the repository root (see FUZZING.md); the build needs
//   swift build -c release --scratch-path .build-fuzz \
//       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
import PackageDescription

let package = Package(
    name: "LayoutShotFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "LayoutShot", path: "..")
    ],
    targets: [
        // libFuzzer's driver entry point, called by each target's own `main` (see FuzzerDriver.swift).
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"], path: "Sources/FuzzSupport"),
        // LayoutDocument.decode, then the SVG and JSON renderers, the animator and the scroller.
        .executableTarget(
            name: "fuzz-document",
            dependencies: [
                "FuzzSupport",
                .product(name: "LayoutSpec", package: "LayoutShot"),
                .product(name: "LayoutOutput", package: "LayoutShot"),
                .product(name: "LayoutRendering", package: "LayoutShot"),
                .product(name: "LayoutAnimation", package: "LayoutShot"),
            ],
            path: "Sources/FuzzDocument"
        ),
        // PNGDecoder.decode (libpng's simplified read API behind it), then the fast encoder's
        // round trip.
        .executableTarget(
            name: "fuzz-png",
            dependencies: ["FuzzSupport", .product(name: "LayoutImage", package: "LayoutShot")],
            path: "Sources/FuzzPNG"
        ),
        // LayoutSnapshot.decode(from:source:), the reader of `render -o x.json` snapshots.
        .executableTarget(
            name: "fuzz-snapshot",
            dependencies: ["FuzzSupport", .product(name: "LayoutSnapshot", package: "LayoutShot")],
            path: "Sources/FuzzSnapshot"
        ),
    ],
    swiftLanguageModes: [.v6]
)
