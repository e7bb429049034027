// A struct conforming to RawRepresentable through a generic parameter: rawValue and its own init?(rawValue:).
struct Code: RawRepresentable {
    var rawValue: Int
    init?(rawValue: Int) {
        guard rawValue >= 0 else { return nil }
        self.rawValue = rawValue
    }
}

func raws<T: RawRepresentable>(_ xs: [T]) -> [T.RawValue] {
    xs.map { $0.rawValue }
}

func make<T: RawRepresentable>(_ type: T.Type, _ raw: T.RawValue) -> T? {
    T(rawValue: raw)
}

print(raws([Code(rawValue: 3), Code(rawValue: 4)].compactMap { $0 }))
print(make(Code.self, 5)?.rawValue ?? -1)
print(make(Code.self, -5)?.rawValue ?? -1)

// expect: [3, 4]
// expect: 5
// expect: -1
