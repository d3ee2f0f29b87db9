// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayoutShot",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutSupport", targets: ["LayoutSupport"]),
        .library(name: "LayoutShotUIKit", targets: ["LayoutShotUIKit"]),
        .library(name: "LayoutAnimation", targets: ["LayoutAnimation"]),
        .library(name: "LayoutImage", targets: ["LayoutImage"]),
        .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
        .library(name: "LayoutStyle", targets: ["LayoutStyle"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        // Animated GIF and WebP encoding (giflib, libwebp) in a product of its own.
        .library(name: "LayoutAnimatedImage", targets: ["LayoutAnimatedImage"]),
        // The document language (reading, validating, the schema, the engine layout a document
        // describes) without any drawing library; LayoutSpec draws what it describes.
        .library(name: "LayoutDocument", targets: ["LayoutDocument"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        // The output stage: every format a product can be written as, declared once, and the
        // one call that renders a document to a format's bytes.
        .library(name: "LayoutOutput", targets: ["LayoutOutput"]),
        .library(name: "LayoutDiff", targets: ["LayoutDiff"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        // The command line as a library: a package of your own runs it with its own layouts.
        .library(name: "LayoutShotCommandLine", targets: ["LayoutShotCommandLine"]),
        // The porting tool and its build plugin are products of their own: only they build swift-syntax.
        .library(name: "LayoutPort", targets: ["LayoutPort"]),
        .executable(name: "layoutshot-port", targets: ["layoutshot-port"]),
        .plugin(name: "LayoutShotPortPlugin", targets: ["LayoutShotPortPlugin"]),
        // `swift package layoutshot …` in a package depending on LayoutShot.
        .plugin(name: "LayoutShotCommandPlugin", targets: ["LayoutShotCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
    ],
    targets: [
        // C: Cairo (drawing), wrapped by LayoutRendering only; libpng (encoding/decoding), wrapped
        // by LayoutImage only, so comparing PNGs never links Cairo.
        .systemLibrary(name: "CCairo", path: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Intel ISA-L's igzip: the fast PNG settings' deflate, also wrapped by LayoutImage only.
        .systemLibrary(name: "CISAL", pkgConfig: "libisal", providers: [.apt(["libisal-dev"])]),
        // giflib and libwebp (with its mux and demux libraries): animated GIF and WebP strips.
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // glibc's allocator settings (`mallopt`), for the command line's animated WebP output.
        .systemLibrary(name: "CMalloc"),
        .target(name: "LayoutSupport"),
        .target(name: "CollectionLayout"),
        .target(name: "LayoutShotUIKit", dependencies: ["CollectionLayout"]),
        .target(name: "LayoutAnimation", dependencies: ["CollectionLayout"]),
        .target(name: "LayoutImage", dependencies: ["LayoutSupport", "CPNG", "CISAL"]),
        .target(name: "LayoutSnapshot", dependencies: ["CollectionLayout", "LayoutSupport"]),
        // What an element looks like, as values (themes, appearances, label templates, content
        // placeholders): read by documents, drawn by the renderer, and linking no drawing library.
        .target(name: "LayoutStyle", dependencies: ["CollectionLayout", "LayoutSupport"]),
        .target(name: "LayoutAnimatedImage", dependencies: ["LayoutImage", "LayoutSupport", "CGIF", "CWebP"]),
        .target(
            name: "LayoutRendering",
            dependencies: [
                "LayoutAnimation", "LayoutImage", "LayoutSnapshot", "LayoutStyle", "LayoutSupport", "CCairo",
            ]),
        // LayoutDocument also imports `CYaml`, the libyaml that Yams builds (a target of Yams, not
        // a product it offers): `DocumentComposer` reads libyaml's parser events directly. A
        // Yams release that renames or moves that target breaks the build of DocumentComposer.
        .target(
            name: "LayoutDocument",
            dependencies: [
                "CollectionLayout", "LayoutAnimation", "LayoutSnapshot", "LayoutStyle", "LayoutSupport",
                .product(name: "Yams", package: "Yams"),
            ]),
        .target(name: "LayoutSpec", dependencies: ["LayoutDocument", "LayoutRendering", "LayoutSupport"]),
        // Formats as values (what each accepts, how it writes) and `DocumentOutput`, the call the
        // command line, `check` and future servers render through; none of them imports the renderer.
        .target(
            name: "LayoutOutput",
            dependencies: [
                "LayoutSpec", "LayoutRendering", "LayoutAnimatedImage", "LayoutImage", "LayoutSnapshot",
                "LayoutSupport", "CMalloc",
            ]),
        .target(name: "LayoutDiff", dependencies: ["LayoutImage", "LayoutSnapshot", "LayoutSupport"]),
        .target(name: "LayoutLint", dependencies: ["CollectionLayout"]),
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "LayoutDiff", "LayoutDocument", "LayoutSpec",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "LayoutShotCommandLine",
            dependencies: [
                "LayoutDocument", "LayoutSpec", "LayoutOutput", "LayoutDiff", "LayoutLint", "LayoutSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layoutshot", dependencies: ["LayoutShotCommandLine"]),
        .target(
            name: "LayoutPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "layoutshot-port",
            dependencies: [
                "LayoutPort", "LayoutSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "LayoutShotPortPlugin", capability: .buildTool(), dependencies: ["layoutshot-port"]),
        .plugin(
            name: "LayoutShotCommandPlugin",
            capability: .command(
                intent: .custom(verb: "layoutshot", description: "Run layoutshot with the package's own layouts."),
                permissions: [
                    .writeToPackageDirectory(reason: "layoutshot writes figures, references and reports where you say.")
                ])),
        // Benchmarks: executables that print figures (see BENCHMARKS.md).
        .executableTarget(
            name: "EngineBenchmark", dependencies: ["CollectionLayout"], path: "Benchmarks/EngineBenchmark"),
        .executableTarget(
            name: "RenderBenchmark", dependencies: ["LayoutRendering"], path: "Benchmarks/RenderBenchmark"),
        .executableTarget(
            name: "CairoFloorBenchmark", dependencies: ["CCairo", "CPNG"], path: "Benchmarks/CairoFloorBenchmark",
            linkerSettings: [.linkedLibrary("cairo"), .linkedLibrary("png16"), .linkedLibrary("m")]),
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
        .executableTarget(
            name: "DiffBenchmark", dependencies: ["LayoutDiff", "BenchmarkSupport"], path: "Benchmarks/DiffBenchmark"),
        .executableTarget(
            name: "ScaleBenchmark", dependencies: ["BenchmarkSupport"], path: "Benchmarks/ScaleBenchmark"),
        .executableTarget(
            name: "ScrollBenchmark", dependencies: ["LayoutAnimation"], path: "Benchmarks/ScrollBenchmark"),
        .executableTarget(
            name: "AnimateBenchmark", dependencies: ["LayoutRendering"], path: "Benchmarks/AnimateBenchmark"),

        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        .testTarget(name: "LayoutShotUIKitTests", dependencies: ["LayoutShotUIKit"]),
        .testTarget(name: "LayoutAnimationTests", dependencies: ["LayoutAnimation"]),
        .testTarget(name: "LayoutImageTests", dependencies: ["LayoutImage"]),
        .testTarget(name: "LayoutAnimatedImageTests", dependencies: ["LayoutAnimatedImage", "CGIF", "CWebP"]),
        .testTarget(
            name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "LayoutStyle", "LayoutTestSupport"]),
        .testTarget(name: "LayoutSnapshotTests", dependencies: ["LayoutSnapshot", "LayoutTestSupport"]),
        .testTarget(
            name: "LayoutDocumentTests",
            dependencies: ["LayoutDocument", "LayoutTestSupport", "LayoutDocumentTestSupport"]),
        .testTarget(
            name: "LayoutSpecTests",
            dependencies: ["LayoutDocument", "LayoutSpec", "LayoutTestSupport", "LayoutDocumentTestSupport"]),
        .testTarget(
            name: "LayoutOutputTests",
            dependencies: [
                "LayoutOutput", "LayoutSpec", "LayoutRendering", "LayoutSnapshot", "LayoutImage", "LayoutTestSupport",
                "LayoutDocumentTestSupport",
            ]),
        .target(name: "LayoutTestSupport", dependencies: ["CollectionLayout"], path: "Tests/LayoutTestSupport"),
        .target(
            name: "LayoutDocumentTestSupport", dependencies: ["LayoutDocument"],
            path: "Tests/LayoutDocumentTestSupport"),
        .testTarget(name: "LayoutSupportTests", dependencies: ["LayoutSupport", "LayoutTestSupport"]),
        .testTarget(name: "LayoutDiffTests", dependencies: ["LayoutDiff", "LayoutTestSupport"]),
        .testTarget(name: "LayoutLintTests", dependencies: ["LayoutLint", "CollectionLayout"]),
        .testTarget(
            name: "LayoutSnapshotTestingTests",
            dependencies: [
                "LayoutSnapshotTesting", "LayoutShotUIKit", "LayoutTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "LayoutShotCLITests",
            dependencies: ["layoutshot", "LayoutShotCommandLine", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(name: "LayoutPortTests", dependencies: ["LayoutPort", "layoutshot-port"]),
        // Builds and runs the example packages (minutes): `scripts/test` runs it after the unit suite.
        .testTarget(name: "ExamplePackageTests", dependencies: [.product(name: "Yams", package: "Yams")]),
    ],
    swiftLanguageModes: [.v6]
)
