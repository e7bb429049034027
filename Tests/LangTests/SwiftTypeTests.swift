import Testing
@testable import Lang

/// Swift's conversion rules for the subset, each as swiftc decides it (`let d: Double = i` with
/// `i: Int` is rejected; `let c: CGFloat = d` compiles since Swift 5.5; …).
@Suite struct SwiftTypeTests {
    let table = ConformanceTable()

    @Test func numbersDoNotConvertExceptCGFloatAndDouble() {
        #expect(!SwiftType.int.isConvertible(to: .double, conformances: table))
        #expect(!SwiftType.double.isConvertible(to: .int, conformances: table))
        #expect(SwiftType.double.isConvertible(to: .cgFloat, conformances: table))
        #expect(SwiftType.cgFloat.isConvertible(to: .double, conformances: table))
        #expect(!SwiftType.float.isConvertible(to: .double, conformances: table))
    }

    @Test func valuesPromoteToOptionalsAndExistentials() {
        #expect(SwiftType.int.isConvertible(to: .optional(.int), conformances: table))
        #expect(!SwiftType.optional(.int).isConvertible(to: .int, conformances: table))
        #expect(SwiftType.array(.int).isConvertible(to: .any, conformances: table))
        let equatable = NominalDecl(kind: .protocol, name: "Equatable", isBuiltin: true)
        #expect(SwiftType.string.isConvertible(to: .existential([equatable]), conformances: table))
        let shape = NominalDecl(kind: .protocol, name: "Shape")
        let circle = NominalDecl(kind: .struct, name: "Circle")
        circle.conformances = [shape]
        #expect(SwiftType.array(.nominal(circle, [])).isConvertible(to: .array(.existential([shape])), conformances: table))
        #expect(!SwiftType.int.isConvertible(to: .existential([shape]), conformances: table))
    }

    @Test func classesConvertToTheirSuperclass() {
        let base = NominalDecl(kind: .class, name: "Base")
        let derived = NominalDecl(kind: .class, name: "Derived")
        derived.superclass = base
        #expect(SwiftType.nominal(derived, []).isConvertible(to: .nominal(base, []), conformances: table))
        #expect(!SwiftType.nominal(base, []).isConvertible(to: .nominal(derived, []), conformances: table))
    }

    @Test func literalsTakeTheirTypeFromContext() {
        #expect(SwiftType.integerLiteralType(in: nil) == .int)
        #expect(SwiftType.integerLiteralType(in: .cgFloat) == .cgFloat)
        #expect(SwiftType.integerLiteralType(in: .optional(.double)) == .double)
        #expect(SwiftType.floatLiteralType(in: .int) == .double)
        #expect(SwiftType.floatLiteralType(in: .float) == .float)
    }

    @Test func typesAreNamedAsSwiftNamesThem() {
        #expect(SwiftType.dictionary(key: .string, value: .array(.int)).description == "[String : [Int]]")
        #expect(SwiftType.optional(.function(FunctionType([FunctionParameter(.int)], .void))).description
                == "((Int) -> ())?")
        #expect(SwiftType.tuple([TupleElement(label: "x", .int), TupleElement(.string)]).description == "(x: Int, String)")
        #expect(SwiftType.range(.int, closed: true).description == "ClosedRange<Int>")
    }
}
