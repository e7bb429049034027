// A closure inside a method names a member through `self.` that the type does not declare.
print("this program must not run")
struct Gauge {
    var value = 0.5
    func labels() -> [String] {
        [1, 2, 3].map { step in "\(step): \(self.valeu)" }
    }
}
print(Gauge().labels())

// expect error: value of type 'Gauge' has no member 'valeu'
