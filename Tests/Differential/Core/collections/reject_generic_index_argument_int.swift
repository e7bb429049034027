// A parameter of type C.Index takes the index of the collection passed for C: String.Index here.
print("this program must not run")
func at<C: Collection>(_ c: C, _ i: C.Index) -> C.Element { c[i] }
print(at("abc", 0))

// expect error: cannot convert value of type 'Int' to expected argument type 'String.Index'
