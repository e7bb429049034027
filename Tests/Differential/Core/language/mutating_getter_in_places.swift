// A `mutating get` read by a compound assignment keeps what it changed; a static computed setter runs alone.
struct C {
    var v = 0
    var reads = 0
    var w: Int {
        mutating get { reads += 1; return v }
        set { v = newValue }
    }
}
struct K {
    static var c = C()
    static var x: Int {
        get { c.w }
        set { c.w = newValue }
    }
}
var c = C()
c.w += 1
c.w += 1
print(c.reads, c.v)
K.x = 4
print(K.c.reads, K.c.v)
K.x += 1
print(K.c.reads, K.x, K.c.reads)

// expect: 2 2
// expect: 0 4
// expect: 1 5 2
