// A String's iterator prints its fields as Swift's reflection does: a small string's bytes as
// one word, and the UTF-8 offsets of the next Character and of the end.
var it = "ab".makeIterator()
print(it)
_ = it.next()
print(it)
print("".makeIterator())
print("abcdefghij".makeIterator())
var e = "é!".makeIterator()
_ = e.next()
print(e)
debugPrint("xy".makeIterator())
print(String(reflecting: type(of: it)))

// expect: Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 25185, _object: (Opaque Value))), _position: 0, _end: 2)
// expect: Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 25185, _object: (Opaque Value))), _position: 1, _end: 2)
// expect: Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 0, _object: (Opaque Value))), _position: 0, _end: 0)
// expect: Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 7523094288207667809, _object: (Opaque Value))), _position: 0, _end: 10)
// expect: Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 2206147, _object: (Opaque Value))), _position: 2, _end: 3)
// expect: Swift.String.Iterator(_guts: Swift._StringGuts(_object: Swift._StringObject(_countAndFlagsBits: 31096, _object: (Opaque Value))), _position: 0, _end: 2)
// expect: Swift.String.Iterator
