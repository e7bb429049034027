// Enums with methods, computed properties and a mutating method.
enum Light {
    case red, yellow, green
    var canGo: Bool { self == .green }
    func next() -> Light {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
    mutating func advance() { self = next() }
}
var light = Light.red
for _ in 0..<4 {
    print(light, light.canGo)
    light.advance()
}

// expect: red false
// expect: green true
// expect: yellow false
// expect: red false
