import LayoutShotCommandLine

// The command line with the built-in layouts only; a package of your own calls
// `LayoutShot.main(layouts:)` with its layouts instead.
LayoutShot.main()
