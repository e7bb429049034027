// A class instance reached through a `static let` (a playground's `PlaygroundPage.current`)
// takes assignments to its computed and observed properties: it is a reference.
final class Page {
    static let current = Page()
    var log: [String] = []
    var _value = 0
    var value: Int {
        get { _value }
        set {
            _value = newValue
            log.append("set \(newValue)")
        }
    }
    var observed = 0 { didSet { log.append("observed \(observed)") } }
}
Page.current.value = 3
Page.current.observed = 4
Page.current.value += 1
print(Page.current.value, Page.current.log)

// expect: 4 ["set 3", "observed 4", "set 4"]
