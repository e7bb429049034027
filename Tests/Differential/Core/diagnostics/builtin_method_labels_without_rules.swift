// Standard-library methods whose rules read their arguments without labels, or that swiftc
// declares more than once: a label none of the declarations takes is still swiftc's error.
print("this program must not run")
let d = 2.5
let xs = [1, 2, 3]
print(d.rounded(zz: .up))
print(xs.distance(frm: 0, to: 2))
print(xs.starts(wit: [1]))
print(xs.elementsEqual(other: [1]))
print(5.advanced(to: 2))
print(d.squareRoot(of: 2))

// expect error: extraneous argument label 'zz:' in call
