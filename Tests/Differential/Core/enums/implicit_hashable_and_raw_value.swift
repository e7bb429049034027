// An enum without payloads is Hashable without saying so (`hashValue`, `hash(into:)`), and
// inside it `rawValue` names its own raw value, as `self.rawValue` does.
enum Op: String, CaseIterable, Identifiable {
    case add = "+", sub = "-"
    var id: String { rawValue }
    var symbol: String { "[" + rawValue + "]" }
}
enum Light { case red, green }
print(Op.allCases.map(\.id), Op.sub.symbol)
print(Op.add.hashValue == Op.add.hashValue, Light.red.hashValue == Light.red.hashValue)
var a = Hasher()
Light.green.hash(into: &a)
var b = Hasher()
Light.green.hash(into: &b)
print(a.finalize() == b.finalize())

// expect: ["+", "-"] [-]
// expect: true true
// expect: true
