// Int raw values count up from the first explicit one; init(rawValue:) is failable.
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}
print(Planet.earth.rawValue, Planet.mercury.rawValue)
print(Planet(rawValue: 4) == .mars, Planet(rawValue: 9) == nil)
print(Planet(rawValue: 2)!)

// expect: 3 1
// expect: true true
// expect: venus
