import Testing
@testable import Lang

/// Values print as swiftc's binaries print them (each expectation was produced by compiling the
/// equivalent Swift with `swiftc -module-name main` and running it).
@Suite struct ValuePrinterTests {
    let printer = ValuePrinter()

    func point() -> (NominalDecl, Value) {
        let decl = NominalDecl(kind: .struct, name: "Point")
        decl.storedProperties = [
            StoredProperty(name: "x", type: .double, isLet: false, hasDefault: false),
            StoredProperty(name: "y", type: .double, isLet: false, hasDefault: false),
        ]
        return (decl, .structValue(decl, [.double(1), .double(2)]))
    }

    @Test func doublesPrintAsSwiftPrintsThem() throws {
        let cases: [(Double, String)] = [
            (4.0, "4.0"), (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"), (1e16, "1e+16"),
            (1e15, "1000000000000000.0"), (-0.0, "-0.0"), (.infinity, "inf"), (-.infinity, "-inf"),
            (.nan, "nan"), (.ulpOfOne, "2.220446049250313e-16"),
        ]
        for (number, expected) in cases {
            #expect(try printer.description(of: .double(number), as: .double) == expected)
        }
        #expect(try printer.description(of: .float(1 / 3), as: .float) == "0.33333334")
        #expect(try printer.description(of: .array([.float(0.1)]), as: .array(.float)) == "[0.1]")
    }

    @Test func optionalsAndCollectionsUseDebugDescriptions() throws {
        #expect(try printer.description(of: .int(3), as: .optional(.int)) == "Optional(3)")
        #expect(try printer.description(of: .null, as: .optional(.int)) == "nil")
        #expect(try printer.description(of: .array([.int(3), .null]), as: .array(.optional(.int)))
                == "[Optional(3), nil]")
        #expect(try printer.description(of: .array([.string("a\"b\n")]), as: .array(.string)) == #"["a\"b\n"]"#)
        #expect(try printer.description(of: .array([.character("c")]), as: .array(.character)) == #"["c"]"#)
        #expect(try printer.description(of: .set([.int(1)]), as: .set(.int)) == "[1]")
        #expect(try printer.description(of: .array([.set([.int(2)])]), as: .array(.set(.int))) == "[Set([2])]")
        #expect(try printer.description(of: .dictionary([.string("a"): .int(1)]),
                                        as: .dictionary(key: .string, value: .int)) == #"["a": 1]"#)
        #expect(try printer.description(of: .array([.dictionary([:])]),
                                        as: .array(.dictionary(key: .string, value: .int))) == "[[:]]")
        #expect(try printer.description(of: .range(.int(0), .int(3), closed: false), as: .range(.int, closed: false))
                == "0..<3")
        #expect(try printer.description(of: .array([.range(.double(0.5), .double(1.5), closed: true)]),
                                        as: .array(.range(.double, closed: true))) == "[ClosedRange(0.5...1.5)]")
    }

    @Test func tuplesKeepTheirLabels() throws {
        #expect(try printer.description(of: .tuple([.int(1), .string("a")]),
                                        as: .tuple([TupleElement(.int), TupleElement(.string)])) == #"(1, "a")"#)
        #expect(try printer.description(of: .tuple([.int(1), .double(2.5)]),
                                        as: .tuple([TupleElement(label: "x", .int), TupleElement(label: "y", .double)]))
                == "(x: 1, y: 2.5)")
    }

    @Test func structsEnumsAndClassesPrintByDefault() throws {
        let (decl, value) = point()
        let type = SwiftType.nominal(decl, [])
        #expect(try printer.description(of: value, as: type) == "Point(x: 1.0, y: 2.0)")
        #expect(try printer.description(of: .array([value]), as: .array(type)) == "[main.Point(x: 1.0, y: 2.0)]")

        let color = NominalDecl(kind: .enum, name: "Color")
        color.cases = [EnumCase(name: "red"), EnumCase(name: "green")]
        let colorType = SwiftType.nominal(color, [])
        #expect(try printer.description(of: .enumValue(color, 0, []), as: colorType) == "red")
        #expect(try printer.description(of: .array([.enumValue(color, 1, [])]), as: .array(colorType))
                == "[main.Color.green]")

        let shape = NominalDecl(kind: .enum, name: "Shape")
        shape.cases = [EnumCase(name: "circle", associatedValues: [TupleElement(label: "radius", .double)]),
                       EnumCase(name: "pair", associatedValues: [TupleElement(.int), TupleElement(.string)])]
        let shapeType = SwiftType.nominal(shape, [])
        #expect(try printer.description(of: .enumValue(shape, 0, [.double(2)]), as: shapeType) == "circle(radius: 2.0)")
        #expect(try printer.description(of: .array([.enumValue(shape, 1, [.int(1), .string("a")])]),
                                        as: .array(shapeType)) == #"[main.Shape.pair(1, "a")]"#)

        let foo = NominalDecl(kind: .class, name: "Foo")
        let instance = Value.object(Instance(decl: foo, fields: []))
        #expect(try printer.description(of: instance, as: .nominal(foo, [])) == "main.Foo")
        #expect(try printer.description(of: .array([instance]), as: .array(.nominal(foo, []))) == "[main.Foo]")

        #expect(try printer.description(of: .metatype(type), as: .metatype(type)) == "Point")
        #expect(try printer.description(of: .array([.metatype(type)]), as: .array(.metatype(type))) == "[main.Point]")
        #expect(try printer.description(of: .array([.metatype(.int)]), as: .array(.metatype(.int))) == "[Swift.Int]")
    }

    @Test func genericStructsNameTheirArguments() throws {
        let box = NominalDecl(kind: .struct, name: "Box")
        let parameter = TypeParameter(name: "T")
        box.genericParameters = [parameter]
        box.storedProperties = [StoredProperty(name: "value", type: .generic(parameter), isLet: false, hasDefault: false)]
        #expect(try printer.description(of: .structValue(box, [.int(1)]), as: .nominal(box, [.int])) == "Box<Int>(value: 1)")
        #expect(try printer.description(of: .array([.structValue(box, [.string("a")])]), as: .array(.nominal(box, [.string])))
                == #"[main.Box<Swift.String>(value: "a")]"#)
    }

    /// Library types print qualified by the module the stubs (Tests/SwiftUIStub) place them in,
    /// as swiftc prints a module's types inside a collection; never by the program's `main`.
    @Test func libraryTypesPrintWithTheirModule() {
        let result = Lang.Session().run("""
            print("\\([CGPoint.zero])".hasPrefix("[Foundation.CGPoint("), "\\([UnitPoint.center])".hasPrefix("[SwiftUI.UnitPoint("))
            print("\\([CGVector(dx: 1, dy: 2)])".hasPrefix("[CoreGraphics.CGVector("), "\\([Star()])".hasPrefix("[Shapebook.Star("))
            print([(-1.0).sign], [FloatingPointSign.plus])
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "true true\ntrue true\n[Swift.FloatingPointSign.minus] [Swift.FloatingPointSign.plus]\n")
    }
}
