// `lazy` needs `var`.
print("this program must not run")
struct Cache {
    lazy let value = 42
}
var cache = Cache()
print(cache.value)

// expect error: 'lazy' cannot be used on a let
