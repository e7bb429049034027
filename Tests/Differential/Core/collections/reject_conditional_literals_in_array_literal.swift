// A `? :` of two literals of different kinds is one more element of no common type: the literal
// could only be inferred to [Any].
print("this program must not run")
let active = true
let marks = [active ? 1 : "a"]
let flags = [active ? true : 1, 2]
print(marks, flags)

// expect error: heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional
