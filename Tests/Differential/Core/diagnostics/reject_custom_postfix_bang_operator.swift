// `postfix operator !` is refused twice (its name, the reserved operator) and so is its function.
print("this program must not run")
postfix operator !
postfix func ! (x: Int) -> Int { x + 1 }

// expect error: postfix operator names starting with '?' or '!' are disallowed to avoid collisions with built-in unwrapping operators
