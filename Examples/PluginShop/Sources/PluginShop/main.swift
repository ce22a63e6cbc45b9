let shop = Shop()
let counter = shop.resolveCounter(sign: "Fresh today", name: "Ada")
print(counter.text)
