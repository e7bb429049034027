// A class with an uninitialised stored property and no init is rejected.
print("this program must not run")
class C { var x: Int }
print(C())

// expect error: class 'C' has no initializers
