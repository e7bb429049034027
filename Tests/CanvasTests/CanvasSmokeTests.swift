import Testing
@testable import Canvas

@Test func CanvasTargetBuilds() { #expect(Bool(true)) }
