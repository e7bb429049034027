// Overriding a method needs the override keyword.
print("this program must not run")
class A { func f() -> Int { 1 } }
class B: A { func f() -> Int { 2 } }
print(B().f())

// expect error: overriding declaration requires an 'override' keyword
