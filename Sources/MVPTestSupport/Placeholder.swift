import MVPCore
