// A raw value that does not fit the enum's unsigned raw type: written, negative, or counted on.
print("this program must not run")
enum Byte: UInt8 { case low = 0, high = 300 }
enum Count: UInt { case none = -1 }
enum Edge: UInt8 { case a = 254, b, c }
print(Byte.low.rawValue, Count.none.rawValue, Edge.a.rawValue)

// expect error: integer literal '300' overflows when stored into 'UInt8'
