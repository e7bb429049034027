/// The ShapebookKernel target; see docs/architecture.md.
enum ShapebookKernelNamespace {}
