// A generic struct's stored property typed by an associated type of its parameter
// (`let helper: W.Helper`), made for a conforming type whose nested class is that associated type
// (a representable's `Coordinator`): `WrapperContext<Dial>(helper:)` takes a `Dial.Helper`, the
// protocol's `Context = WrapperContext<Self>` read in `Dial` is `WrapperContext<Dial>`, and the
// protocol's extension makes `WrapperContext<Self>(helper: makeHelper())` for any conformer.
protocol Wrapper {
    associatedtype Helper = Void
    typealias Context = WrapperContext<Self>
    func makeHelper() -> Helper
    func update(context: Context)
}

struct WrapperContext<W: Wrapper> {
    let helper: W.Helper
}

extension Wrapper {
    func run(times: Int) {
        let context = WrapperContext<Self>(helper: makeHelper())
        for _ in 0..<times { update(context: context) }
    }
}

struct Dial: Wrapper {
    final class Helper {
        var updates = 0
        var last = 0.0
    }
    var value: Double
    func makeHelper() -> Helper { Helper() }
    func update(context: Context) {
        context.helper.updates += 1
        context.helper.last = value
        if value > 1 { print("run", context.helper.updates, context.helper.last) }
    }
}

struct Plain: Wrapper {
    func makeHelper() {}
    func update(context: Context) { print("plain", context.helper) }
}

let context = WrapperContext<Dial>(helper: Dial(value: 0).makeHelper())
Dial(value: 0.5).update(context: context)
Dial(value: 0.75).update(context: context)
print(context.helper.updates, context.helper.last)
Dial(value: 2).run(times: 3)
Plain().run(times: 1)

// expect: 2 0.75
// expect: run 1 2.0
// expect: run 2 2.0
// expect: run 3 2.0
// expect: plain ()
