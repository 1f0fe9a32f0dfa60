// Part of the sample catalog compiled into the app (Catalog.swift assembles it): JSON fragments,
// edited as JSON.

extension SampleData {
    /// Where students live and who they are: accommodation, the users and the sample user.
    static let catalogPlaces = #"""
         "accommodations": [
          {
           "id": "d09e6028-be0a-5b0f-a715-22962b99c1e8",
           "name": "Oak House",
           "university": 1,
           "pricePerWeek": 120
          },
          {
           "id": "48c4bff4-3d2f-577a-aeba-9857a4a4e31c",
           "name": "Maple Court",
           "university": 2,
           "pricePerWeek": 135
          },
          {
           "id": "5552999f-eba3-5a74-92fe-590a4f8393c9",
           "name": "Harbour View",
           "university": 3,
           "pricePerWeek": 150
          },
          {
           "id": "137464f2-8e3d-5368-9e6f-74ccc20528f6",
           "name": "The Foundry",
           "university": 4,
           "pricePerWeek": 165
          },
          {
           "id": "42144ba0-fe6f-52db-bda1-d3f62bdecef1",
           "name": "Cedar Halls",
           "university": 5,
           "pricePerWeek": 180
          },
          {
           "id": "318a05ee-3130-5f51-b897-a0433b96cc6b",
           "name": "Riverside Lofts",
           "university": 6,
           "pricePerWeek": 195
          },
          {
           "id": "cd9a84cc-cfd7-5acc-b6c3-174a039ea8de",
           "name": "Station Yard",
           "university": 1,
           "pricePerWeek": 210
          },
          {
           "id": "53c13b06-633d-50bd-8e4a-c25f717ae813",
           "name": "Meadow Rooms",
           "university": 2,
           "pricePerWeek": 225
          },
          {
           "id": "d19387ba-febf-5496-86f4-626311a4b5d0",
           "name": "Castle Gate",
           "university": 3,
           "pricePerWeek": 240
          },
          {
           "id": "ba64a2eb-1034-5dc7-9e4b-e14c4e61766b",
           "name": "Linden Place",
           "university": 4,
           "pricePerWeek": 255
          },
          {
           "id": "be480cf2-a347-59ae-b8f8-d2b7f5def6bd",
           "name": "Quayside",
           "university": 5,
           "pricePerWeek": 270
          },
          {
           "id": "5a35c5ce-4772-5b13-8b47-e4b68251866d",
           "name": "Orchard Flats",
           "university": 6,
           "pricePerWeek": 285
          }
         ],
         "users": [
          {
           "id": "ad47b512-6a4a-550e-8d28-913ecee0db80",
           "name": "Alex Morgan",
           "university": 1
          },
          {
           "id": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
           "name": "Sam Patel",
           "university": 2
          },
          {
           "id": "a769a835-1320-54dc-a985-381cb03604fd",
           "name": "Jordan Lee",
           "university": 3
          },
          {
           "id": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
           "name": "Priya Shah",
           "university": 4
          },
          {
           "id": "8547ae5d-c43a-5014-b558-4135c64770e5",
           "name": "Noah Kim",
           "university": 5
          },
          {
           "id": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
           "name": "Mia Rossi",
           "university": 6
          },
          {
           "id": "15b052c4-d4a0-58b0-a614-d6f673163806",
           "name": "Leo Novak",
           "university": 1
          },
          {
           "id": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
           "name": "Ava Chen",
           "university": 2
          },
          {
           "id": "1d6b8b1a-97f7-5d8c-8791-081b24bedca6",
           "name": "Omar Haddad",
           "university": 3
          },
          {
           "id": "820b990a-ed3a-5f41-a693-1451846e39a5",
           "name": "Zoe Fischer",
           "university": 4
          },
          {
           "id": "39f3b759-39a0-5f60-ad09-1ab759d09192",
           "name": "Ethan Walsh",
           "university": 5
          },
          {
           "id": "10c469ef-9f36-50b3-9753-e2fefb8d40fe",
           "name": "Lina Costa",
           "university": 6
          }
         ],
         "sampleUser": "ad47b512-6a4a-550e-8d28-913ecee0db80"
        """#
}
