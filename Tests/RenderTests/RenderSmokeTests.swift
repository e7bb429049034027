import Testing
@testable import Render

@Test func RenderTargetBuilds() { #expect(Bool(true)) }
