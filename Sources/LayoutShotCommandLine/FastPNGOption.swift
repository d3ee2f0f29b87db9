import ArgumentParser

/// `--fast-png`, shared by the commands whose PNGs use the default settings unless asked
/// (`render`, `scroll`); `animate` encodes fast by default and has `--no-fast-png` instead.
struct FastPNGOption: ParsableArguments {
    @Flag(
        help: """
            Encode PNGs fast (ISA-L's igzip, no row filter): a 10,000-cell render takes under half \
            the CPU for a file 6-8 % larger; the showcase's figures at 2× come out 1.3-3× the size (BENCHMARKS.md).
            """)
    var fastPNG = false
}
