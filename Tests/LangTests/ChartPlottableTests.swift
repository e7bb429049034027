import Testing
@testable import Lang

/// Swift Charts' `Plottable` and generic `PlottableValue` as the prelude declares them: types of
/// a program's own standing for a primitive (an enum for its `String`, a struct for a `Double`)
/// are drawn as their primitives are, a program's own `ChartContent` generic over its positions'
/// types draws its marks, and a position that is no `PlottableValue` is rejected in swiftc's words.
@Suite struct ChartPlottableTests {
    /// A fruit and a weight of the program's own, plotted through their primitives.
    static let plottableTypes = """
        import Charts
        enum Fruit: String, Plottable {
            case apples, pears
            var primitivePlottable: String { rawValue }
            init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
        }
        struct Grams: Plottable {
            var amount: Double
            var primitivePlottable: Double { amount }
            init(_ amount: Double) { self.amount = amount }
            init?(primitivePlottable: Double) { self.amount = primitivePlottable }
        }
        """

    @Test func aProgramsPlottableTypesInItsOwnGenericContentDrawAsTheirPrimitives() throws {
        let own = try ChartDrawingTests.bars(Self.plottableTypes + """

            struct LabelledBar<X: Plottable, Y: Plottable>: ChartContent {
                var x: PlottableValue<X>
                var y: PlottableValue<Y>
                var body: some ChartContent { BarMark(x: x, y: y) }
            }
            Chart {
                LabelledBar(x: .value("Fruit", Fruit.apples), y: .value("Weight", Grams(10)))
                LabelledBar(x: .value("Fruit", Fruit.pears), y: .value("Weight", Grams(20)))
                BarMark(x: .value("Fruit", "plums"), y: .value("Weight", 37))
            }
            .frame(width: 220, height: 140)
            """)
        // The same chart of the primitives: the bands of the three categories in order, and the
        // bars of 10, 20 and 37 on the domain 0…40.
        let primitives = try ChartDrawingTests.bars("""
            import Charts
            Chart {
                BarMark(x: .value("Fruit", "apples"), y: .value("Weight", 10.0))
                BarMark(x: .value("Fruit", "pears"), y: .value("Weight", 20.0))
                BarMark(x: .value("Fruit", "plums"), y: .value("Weight", 37))
            }
            .frame(width: 220, height: 140)
            """)
        try #require(own.count == 3 && primitives.count == 3, "\(own) \(primitives)")
        for index in 0..<3 {
            #expect(ChartDrawingTests.close(own[index], primitives[index]), "bar \(index): \(own[index]) ≠ \(primitives[index])")
        }
        let plotBottom = 140 - ChartDrawingTests.xLabelHeight
        let top = plotBottom - 20.0 / 40 * (plotBottom - ChartDrawingTests.topInset)
        #expect(abs(own[1].minY - top) < 1e-3 && abs(own[1].maxY - plotBottom) < 1e-3, "\(own[1])")
    }

    @Test func aProgramsPlottableTypesConvertToAndFromTheirPrimitives() {
        // swiftc's output for the same program: a primitive is its own primitive, and a primitive
        // no value stands for makes nil.
        let output = SurfaceCompletionTests.printed(Self.plottableTypes + """

            func primitive<P: Plottable>(_ value: P) -> P.PrimitivePlottable { value.primitivePlottable }
            print(primitive(Fruit.pears), primitive(Grams(2.5)), primitive(3))
            print(Fruit(primitivePlottable: "apples") == .apples, Fruit(primitivePlottable: "figs") == nil)
            print(Grams(primitivePlottable: 4)?.amount ?? 0)
            """)
        #expect(output == "pears 2.5 3\ntrue true\n4.0\n", "\(output)")
    }

    @Test func aTypeWithoutAPrimitiveIsNotPlottable() {
        let result = Lang.Session().run("""
            import Charts
            struct Weight: Plottable {
                var grams: Double
            }
            """)
        #expect(result.diagnostics.first?.message == "type 'Weight' does not conform to protocol 'Plottable'",
                "\(result.diagnostics.map(\.message))")
    }

    @Test func aBareNumberAsAPositionNamesTheGenericPlottableValue() {
        let result = Lang.Session().run("""
            import Charts
            Chart { BarMark(x: 3, y: .value("Amount", 4)) }
            """)
        // swiftc's two errors, in its order.
        #expect(result.diagnostics.map(\.message) == ["cannot convert value of type 'Int' to expected argument type 'PlottableValue<X>'",
                                                        "generic parameter 'X' could not be inferred"],
                "\(result.diagnostics.map(\.message))")
    }
}
