// The layouts themselves are the ported copies of ../../UIKitSources, generated at build time
// by LayoutShotPortPlugin; this file only re-exports the UIKit names they are written against.
@_exported import LayoutShotUIKit
