// libFuzzer's driver entry point, from the runtime `-sanitize=fuzzer` links (declared in LLVM's
// FuzzerInterface.h). A fuzz target whose `main` SwiftPM names itself calls it with its own
// LLVMFuzzerTestOneInput.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
