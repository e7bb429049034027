import Testing
@testable import Geometry

@Test func GeometryTargetBuilds() { #expect(Bool(true)) }
