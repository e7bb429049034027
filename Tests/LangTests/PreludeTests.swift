import Foundation
import Testing
@testable import Lang

/// The typed library's prelude: it checks clean, and its CoreGraphics and `Path` members give
/// closed-form answers (a rectangle's bounds, an arc's end point) through Lang's own checker.
@Suite struct PreludeTests {
    /// What `source` prints, run clean in a fresh session (`printedByCleanRun`).
    func output(_ source: String) -> String { printedByCleanRun(source) }

    @Test func preludeChecksWithoutDiagnostics() {
        let session = Lang.Session()
        #expect(session.libraryDiagnostics.map { "\($0.range.start.line): \($0.message)" } == [])
    }

    /// `shapebook run --typed` runs a program that checks without the library in a session
    /// without it (TypedScript): the same program only while the library changes nothing such a
    /// program reaches. It may add members to standard types (`Double.random(in:)`), which a
    /// program without it cannot name, but none the standard library has, no standard name, no
    /// conformance of a standard type (Swift Charts' `Plottable` aside) and no member of a
    /// standard protocol (SwiftUI's protocols, which only the library gives meaning, and
    /// Foundation's members of `Error` aside).
    @Test func theLibraryChangesNothingOfTheStandardLibrary() {
        let environment = PreludeImage.shared.environment
        let standardTypes: [SwiftType] = [.int, .double, .float, .cgFloat, .bool, .string, .character, .array(.int),
                                          .set(.int), .dictionary(key: .string, value: .int), .optional(.int)]
        var extended: Set<String> = []
        for type in standardTypes {
            guard let table = environment.builtinMembers[Environment.builtinKey(type)] else { continue }
            extended.insert(Environment.builtinKey(type))
            for (names, isStatic) in [(Array(table.methods.keys) + table.computed.keys, false),
                                      (Array(table.staticMethods.keys) + table.staticComputed.keys + table.staticVariables.keys, true)] {
                let clashes = names.filter { !StandardLibrary.members(named: $0, of: type, isStatic: isStatic).isEmpty }
                #expect(clashes == [], "\(type)")
            }
        }
        #expect(Set(environment.builtinMembers.keys).subtracting(extended).sorted() == [])
        // Swift Charts' `Plottable` conformances of the numbers and `String` (Charts declares
        // them): a program reaches them only by naming `Plottable`, which only the library has.
        let conformances = environment.conformances.additions.toBuiltins.filter { _, protocols in
            protocols.contains { $0.name != "Plottable" }
        }
        #expect(conformances.keys.sorted() == [])
        #expect(environment.conformances.additions.toBuiltins.keys.sorted() == ["CGFloat", "Double", "Float", "Int", "String"])
        let standardNames = environment.globals.keys.filter {
            !StandardLibrary.functions(named: $0).isEmpty || StandardLibrary.typeNames.contains($0)
        }
        #expect(standardNames.sorted() == [])
        let swiftUI: Set = ["View", "Shape", "InsettableShape", "Animatable"]
        // Foundation's `localizedDescription` on `Error`: a program reaches it only with
        // Foundation imported, so one that checks without the library never names it.
        let foundation: Set = ["Error"]
        // The standard library's own default `id` of an `Identifiable` class (its
        // `ObjectIdentifier`), which the prelude declares with `ObjectIdentifier`.
        let standardDefaults: Set = ["Identifiable"]
        let protocols = environment.builtinProtocols.filter { name, decl in
            guard !swiftUI.contains(name), !foundation.contains(name), !standardDefaults.contains(name), let table = environment.members[ObjectIdentifier(decl)] else { return false }
            return !table.methods.isEmpty || !table.computed.isEmpty || !table.staticMethods.isEmpty
                || !table.staticComputed.isEmpty || !table.staticVariables.isEmpty || !table.nestedTypes.isEmpty
        }
        #expect(protocols.keys.sorted() == [])
        let bare = Lang.Session(loadsLibrary: false)
        #expect(bare.run("print(Int.max, [3, 1].sorted())").output == "9223372036854775807 [1, 3]\n")
        #expect(bare.run("let c = Color.red").isRejected)
    }

    /// `shapebook run --typed` runs a program the library-free session rejected again with the
    /// library only when the checker rejected it (it may name the library); a syntax error stops it.
    @Test func onlyATypeErrorMayCheckWithTheLibrary() {
        let bare = Lang.Session(loadsLibrary: false)
        let unclosed = bare.run("let x = (1 +")
        #expect(unclosed.isRejected && unclosed.isSyntaxError && !unclosed.mayCheckWithLibrary)
        let library = bare.run("let c = Color.red")
        #expect(library.isRejected && !library.isSyntaxError && library.mayCheckWithLibrary)
        #expect(!bare.run("print(1)").mayCheckWithLibrary)
    }

    @Test func everyNativeNameIsBound() {
        let text = Prelude.source
        var names: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "@_native(\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            names.append(String(rest[..<end]))
        }
        #expect(!names.isEmpty)
        #expect(names.filter { NativeTable.functions[$0] == nil } == [])
    }

    @Test func rectMembers() {
        let text = output("""
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        print(r.midX, r.maxY, r.width)
        let inset = r.insetBy(dx: 5, dy: 10)
        print(inset.minX, inset.minY, inset.width, inset.height)
        print(r.contains(CGPoint(x: 50, y: 30)), r.contains(CGPoint(x: 5, y: 30)))
        """)
        #expect(text == "60.0 70.0 100.0\n15.0 30.0 90.0 30.0\ntrue false\n")
    }

    @Test func cgFloatConvertsWithDouble() {
        let text = output("""
        let d: Double = 2.5
        let p = CGPoint(x: d, y: 4)
        let q: CGFloat = p.x * 2
        print(q, p.y)
        """)
        #expect(text == "5.0 4.0\n")
    }

    @Test func rectPathBoundingBox() {
        let text = output("""
        let p = Path(CGRect(x: 1, y: 2, width: 30, height: 40))
        let b = p.boundingRect
        print(b.minX, b.minY, b.maxX, b.maxY)
        """)
        #expect(text == "1.0 2.0 31.0 42.0\n")
    }

    @Test func arcEndsAtItsEndAngle() {
        let text = output("""
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        if let end = p.currentPoint { print((end.x * 1000).rounded() / 1000, (end.y * 1000).rounded() / 1000) }
        let b = p.boundingRect
        print((b.maxX * 1000).rounded() / 1000, (b.maxY * 1000).rounded() / 1000)
        """)
        #expect(text == "50.0 70.0\n70.0 70.0\n")
    }

    @Test func pathBuilderClosure() {
        let text = output("""
        let p = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
            p.closeSubpath()
        }
        print(p.boundingRect.width, p.isEmpty)
        let moved = p.applying(CGAffineTransform(translationX: 5, y: 7))
        print(moved.boundingRect.minX, moved.boundingRect.minY)
        """)
        #expect(text == "15.0 false\n5.0 7.0\n")
    }

    @Test func angleConversions() {
        let text = output("""
        let a = Angle.degrees(180)
        print(a.radians == Double.pi, Angle(radians: Double.pi / 2).degrees)
        """)
        #expect(text == "true 90.0\n")
    }

    @Test func angleArithmetic() {
        let text = output("""
        let sum = Angle.radians(1) + .radians(0.5)
        print(sum.radians, (Angle.radians(3) - .radians(1)).radians, (-Angle.radians(2)).radians)
        print(Angle.degrees(30) < .degrees(60), Angle.degrees(60) < .degrees(30))
        var turned = Angle.radians(1) * 3
        turned += .radians(1)
        turned -= Angle.radians(0.5)
        print(turned.radians, (turned / 2).radians)
        """)
        #expect(text == "1.5 2.0 -2.0\ntrue false\n3.5 1.75\n")
    }
}
