import Testing
@testable import Lang

/// `@State` and `@Binding` as Swift's property wrappers in Lang: `x` is the value, `$x` a
/// `Binding`, `_x` the storage; a nonmutating setter lets a view's method or closure assign
/// state; and the type errors Swift gives for a value where a binding is wanted. Each expected
/// output is what the same program prints when swiftc compiles it against SwiftUI.
@Suite struct StateWrapperTests {
    @Test func stateIsSharedStorageAssignedThroughANonmutatingSetter() {
        let session = Lang.Session()
        let result = session.run("""
            struct Counter {
                @State var count = 0
                func bump() { count += 1 }
            }
            let counter = Counter()
            counter.bump()
            counter.bump()
            let copy = counter
            copy.bump()
            print(counter.count, copy.count)
            let binding: Binding<Int> = counter.$count
            binding.wrappedValue = 10
            print(counter.count, binding.wrappedValue)
            """)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.output == "3 3\n10 10\n")
    }

    @Test func storageIsSetInAnInitAndTheMemberwiseInitTakesTheWrappedValue() {
        let session = Lang.Session()
        let result = session.run("""
            struct Start {
                @State private var level: Double
                init(level: Double) { _level = State(initialValue: level * 2) }
                func show() { print(level) }
            }
            Start(level: 1.5).show()
            struct Pair {
                @State var a = 1
                @Binding var b: Int
                func show() { print(a, b) }
            }
            let source = State(wrappedValue: 7)
            Pair(b: source.projectedValue).show()
            Pair(a: 4, b: .constant(5)).show()
            """)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.output == "3.0\n1 7\n4 5\n")
    }

    @Test func observedAndStateObjectsWorkAndWithAnimationRunsItsClosure() {
        let session = Lang.Session()
        let result = session.run("""
            class Model: ObservableObject {
                @Published var count = 1
            }
            struct Counter {
                @ObservedObject var model: Model
                @StateObject private var own = Model()
                func bump() {
                    model.count += 1
                    own.count += 10
                }
                func show() { print(model.count, own.count) }
            }
            let model = Model()
            let counter = Counter(model: model)
            counter.bump()
            counter.show()
            print(model.count)
            struct Switch {
                @State var isOn = false
                func flip() {
                    isOn.toggle()
                    withAnimation { isOn.toggle() }
                    withAnimation(.spring()) { isOn = !isOn }
                    print(isOn)
                }
            }
            Switch().flip()
            """)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.output == "2 11\n2\ntrue\n")
    }

    @Test func anOptionalStateWithoutAValueStartsAtNil() {
        // SwiftUI's `State.init()` where the value is ExpressibleByNilLiteral: `V()` needs no argument.
        let session = Lang.Session()
        let result = session.run("""
            struct V {
                @State var size: CGSize?
                var isEmpty: Bool { size == nil }
            }
            print(V().isEmpty, V(size: CGSize(width: 1, height: 2)).size?.width ?? 0)
            """)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.output == "true 1.0\n")
    }

    @Test func aWrappedVariableAtTopLevelIsSwiftcsError() {
        let session = Lang.Session()
        let result = session.run("@State var isOn = false\nisOn.toggle()\nprint(isOn)")
        // swiftc 6.3.1's one error (the variable's uses give none of their own).
        #expect(result.diagnostics.map(\.description) == ["1:1: error: property wrappers are not yet supported in top-level code"])
        let binding = session.run("struct Box {\n    @Binding var value: Int\n}\n@Binding var loose: Int")
        #expect(binding.diagnostics.map(\.description) == ["4:1: error: property wrappers are not yet supported in top-level code"])
    }

    @Test func aBindingWritesThroughItsSetter() {
        let session = Lang.Session()
        let result = session.run("""
            var stored = 1
            let doubled = Binding(get: { stored * 2 }, set: { stored = $0 / 2 })
            doubled.wrappedValue = 10
            print(stored, doubled.wrappedValue, Binding.constant("fixed").wrappedValue)
            withAnimation(.easeInOut(duration: 0.5)) { stored += 1 }
            print(stored)
            """)
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.output == "5 10 fixed\n6\n")
    }

    @Test func aValueWhereABindingIsWantedIsSwiftsTypeError() {
        let session = Lang.Session()
        let result = session.run("""
            struct Panel: View {
                @State private var on = false
                var body: some View { Toggle("On", isOn: on) }
            }
            """)
        #expect(result.diagnostics.map(\.description)
            == ["3:46: error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead"])
        let wrongType = session.run("""
            struct Setter {
                @State var count = 0
                func reset() { count = "zero" }
            }
            """)
        #expect(wrongType.diagnostics.map(\.description)
            == ["3:28: error: cannot assign value of type 'String' to type 'Int'"])
        let slider = session.run("let x = 0.5\nlet s = Slider(value: x)")
        #expect(slider.isRejected)
        #expect(slider.diagnostics.contains { $0.message.contains("Binding") })
    }

    /// swiftc's hint for a wrapped value where its projection fits, at the name (checked with
    /// swiftc against the stub: `self.on` and a local wrapper are worded the same).
    @Test func aWrappedValueWhereItsProjectionFitsIsToldToUseTheWrapper() {
        let session = Lang.Session()
        let member = session.run("""
            struct Lamp: View {
                @Binding var on: Bool
                var body: some View { Toggle("On", isOn: self.on) }
            }
            """)
        #expect(member.diagnostics.map(\.description)
            == ["3:51: error: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead"])
        let local = session.run("""
            func flip(_ b: Binding<Bool>) {}
            func g() {
                @State var x = false
                flip(x)
            }
            """)
        #expect(local.diagnostics.map(\.description)
            == ["4:10: error: cannot convert value 'x' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead"])
    }
}
