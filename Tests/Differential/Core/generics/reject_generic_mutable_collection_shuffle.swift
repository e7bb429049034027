// shuffle() needs RandomAccessCollection: a generic MutableCollection parameter lacks it.
print("this program must not run")
func mix<C: MutableCollection>(_ c: inout C) { c.shuffle() }
var a = [1, 2]
mix(&a)

// expect error: referencing instance method 'shuffle()' on 'MutableCollection' requires that 'C' conform to 'RandomAccessCollection'
