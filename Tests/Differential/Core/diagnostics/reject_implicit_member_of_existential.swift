// An implicit member missing from an existential context is named in 'any P', as written.
print("this program must not run")
protocol P {}
let x: any P = .foo
func take(_ p: any P) {}
take(.bar)
take(.call(1))
let list: [any P] = [.baz]
let e: any Error = .qux

// expect error: type 'any P' has no member 'foo'
