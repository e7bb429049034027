// A final method cannot be overridden.
print("this program must not run")
class A { final func f() {} }
class B: A { override func f() {} }
B().f()

// expect error: instance method overrides a 'final' instance method
