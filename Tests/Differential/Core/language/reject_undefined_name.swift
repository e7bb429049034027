// Using a name that was never declared is an error.
print("this program must not run")
print(undefinedThing)

// expect error: cannot find 'undefinedThing' in scope
