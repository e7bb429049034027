import Testing
@testable import ShapebookKernel

@Test func ShapebookKernelTargetBuilds() { #expect(Bool(true)) }
