import Testing
@testable import Jupyter

@Test func JupyterTargetBuilds() { #expect(Bool(true)) }
