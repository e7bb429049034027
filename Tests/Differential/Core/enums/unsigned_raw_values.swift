// Enums with unsigned raw types: UInt and UInt8 raw values (written and counted on from the
// last), init(rawValue:), and a synthesized Comparable enum with UInt payloads.
enum Code: UInt { case ok = 200, moved = 301, bad = 400 }
print(Code.ok.rawValue, Code(rawValue: 301) as Any, Code(rawValue: 1) as Any)
let raw: UInt = Code.bad.rawValue
print(raw + 1, type(of: raw))
enum Small: UInt8, CaseIterable { case x, y, z = 254, w }
print(Small.allCases.map { $0.rawValue })
print(Small.w.rawValue, Small(rawValue: 254) == .z, Small(rawValue: 2) == nil)
enum Size: Comparable { case a(UInt), b(UInt) }
print(Size.a(3) < Size.a(5), Size.a(7) < Size.b(1), Size.b(2) < Size.b(1))
print([Size.b(1), .a(9), .a(2)].sorted())
enum Flag: UInt16 { case on = 1, off = 0 }
let flags: [Flag] = [.on, .off, .on]
print(flags.map(\.rawValue).reduce(0, +))

// expect: 200 Optional(main.Code.moved) nil
// expect: 401 UInt
// expect: [0, 1, 254, 255]
// expect: 255 true true
// expect: true true false
// expect: [main.Size.a(2), main.Size.a(9), main.Size.b(1)]
// expect: 2
