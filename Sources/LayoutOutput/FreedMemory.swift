#if os(Linux) && canImport(Glibc)
    internal import CMalloc
#endif

/// How the C allocator treats freed memory in this process.
enum FreedMemory {
    /// Keeps freed blocks in the heap for the next allocation, rather than returning them to
    /// the system. libwebp's animation encoder allocates and frees frame-sized buffers for every
    /// frame; with glibc's adaptive defaults each was a fresh mapping whose pages the kernel
    /// zeroed on first touch, a third of the CPU of a 61-frame WebP (0.51 of 1.4 s was system
    /// time; 0.11 s with this). Blocks of up to 32 MiB (mallopt(3)'s largest documented mapping
    /// threshold on 64-bit systems) come from the heap, which is trimmed once 256 MiB at its top
    /// are free. Peak memory does not grow for an encoder (the
    /// same buffers are reused) but may for other work, which is why only the animated WebP
    /// output sets it. The setting is process-wide and stays for the rest of the process: a package's
    /// own command line (`LayoutShot.main(layouts:)`) makes it too when it writes an animated WebP.
    /// Elsewhere than Linux with glibc, nothing changes.
    static func keepForReuse() {
        #if os(Linux) && canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
            _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        #endif
    }
}
