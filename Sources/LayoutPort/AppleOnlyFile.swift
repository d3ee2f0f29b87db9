import SwiftSyntax

/// Finds a file that imports an Apple framework Swift on Linux does not have and the port does
/// not stand in for (`import SwiftUI` beside a library's UIKit layouts: a SwiftUI wrapper, a
/// map view). Such a file cannot compile on Linux and a layout does not need it, so the port
/// keeps it whole inside `#if canImport(Framework)`, inactive on Linux and unchanged on iOS, with
/// a warning; without that, one SwiftUI view would stop the whole library.
enum AppleOnlyFile {
    /// Apple's frameworks that Linux lacks and LayoutShotUIKit does not replace.
    static let frameworks: Set<String> = [
        "SwiftUI", "Combine", "MapKit", "CoreLocation", "AVKit", "Photos", "PhotosUI", "WebKit", "SafariServices",
        "MessageUI", "Contacts", "ContactsUI", "CoreImage", "CoreMotion", "ARKit", "SceneKit", "SpriteKit",
        "GameplayKit", "StoreKit", "UserNotifications", "Metal", "MetalKit", "CoreData", "CloudKit", "AppKit",
        "WatchKit", "TVUIKit", "Intents", "IntentsUI", "LinkPresentation", "QuickLook", "PencilKit", "Vision",
        "VisionKit", "CoreML", "HealthKit", "EventKit", "EventKitUI", "LocalAuthentication", "AuthenticationServices",
        "Charts", "TipKit", "Observation", "SwiftData", "WidgetKit", "ActivityKit",
    ]

    /// The first import, outside any `#if`, of one of `frameworks` (also `import class
    /// MapKit.MKMapView`), with the framework's name.
    static func appleOnlyImport(in tree: SourceFileSyntax) -> (framework: String, node: ImportDeclSyntax)? {
        for item in tree.statements {
            guard let importDecl = item.item.as(DeclSyntax.self)?.as(ImportDeclSyntax.self),
                let module = importDecl.path.first?.name.text, frameworks.contains(module)
            else { continue }
            return (module, importDecl)
        }
        return nil
    }

    /// `source` inside `#if canImport(framework)` … `#endif`.
    static func wrapped(_ source: PortSource, framework: String) -> PortSource {
        let ending = source.text.hasSuffix("\n") ? "" : "\n"
        return PortSource(path: source.path, text: "#if canImport(\(framework))\n\(source.text)\(ending)#endif\n")
    }

    /// The warning at the import, in the file as given.
    static func diagnostic(_ path: String, _ tree: SourceFileSyntax, framework: String, at node: ImportDeclSyntax)
        -> PortDiagnostic
    {
        let location = node.startLocation(converter: SourceLocationConverter(fileName: path, tree: tree))
        return PortDiagnostic(
            .warning, file: path, line: location.line, column: location.column,
            message: "this file imports \(framework), which Swift on Linux does not have: the port keeps it whole "
                + "inside `#if canImport(\(framework))`, so it compiles on iOS as before and not at all on Linux; "
                + "code in other files that uses its declarations will not compile")
    }
}
