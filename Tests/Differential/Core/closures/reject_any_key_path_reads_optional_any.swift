// Reading through an AnyKeyPath gives an Any?, not the value's own type.
print("this program must not run")
struct P { var x = 1 }
let any: AnyKeyPath = \P.x
let n: Int = P()[keyPath: any]

// expect error: cannot convert value of type 'Any?' to specified type 'Int'
