// The sample catalog, compiled into the app: the `chapter` binary carries its data and runs
// wherever it is copied, whoever runs it (no resource bundle beside the build to find). Edit the
// JSON between the delimiters as JSON; ChapterCatalog.sample() decodes it at start-up, and
// ChapterAppTests checks every screen of it.

extension SampleData {
    /// The shared catalog as JSON: universities, courses, accommodation, people, groups, events,
    /// posts and games.
    static let catalog = #"""
        {
         "universities": [
          {
           "id": 1,
           "name": "University of Northbridge",
           "city": "Northbridge"
          },
          {
           "id": 2,
           "name": "Eastfield Institute of Technology",
           "city": "Eastfield"
          },
          {
           "id": 3,
           "name": "Southmoor University",
           "city": "Southmoor"
          },
          {
           "id": 4,
           "name": "Westhaven College",
           "city": "Westhaven"
          },
          {
           "id": 5,
           "name": "Riverside Academy of Arts",
           "city": "Riverside"
          },
          {
           "id": 6,
           "name": "Highland Medical School",
           "city": "Highland"
          }
         ],
         "courses": [
          {
           "id": "9f93d130-f5bc-50b3-9005-8e17e4a53a37",
           "title": "Computer Science BA",
           "university": 1,
           "years": 4
          },
          {
           "id": "5c0395fe-e710-5d44-921b-278073264547",
           "title": "Medicine BSc",
           "university": 2,
           "years": 3
          },
          {
           "id": "c87a2e38-a2fc-56dd-9416-61b2d6999d4b",
           "title": "Law BSc",
           "university": 3,
           "years": 3
          },
          {
           "id": "a7257480-33f3-5562-bfa7-243164609731",
           "title": "Economics BA",
           "university": 4,
           "years": 4
          },
          {
           "id": "17d8e9de-874d-57ca-99ca-5ff750f446e8",
           "title": "Architecture BSc",
           "university": 5,
           "years": 3
          },
          {
           "id": "27925677-2edc-54aa-883f-ed356ff628da",
           "title": "Music BSc",
           "university": 6,
           "years": 3
          },
          {
           "id": "08f0353b-4ef2-5d5e-bdf2-9ce1abb91674",
           "title": "Physics BA",
           "university": 1,
           "years": 4
          },
          {
           "id": "195b0bd3-93af-540a-b949-9cca53b78ad3",
           "title": "History BSc",
           "university": 2,
           "years": 3
          },
          {
           "id": "a156b02f-4633-5139-a308-4382b34bbfa6",
           "title": "Mathematics BSc",
           "university": 3,
           "years": 3
          },
          {
           "id": "1ce925b5-900d-5631-a4cc-b510536f5293",
           "title": "Psychology BA",
           "university": 4,
           "years": 4
          },
          {
           "id": "8af91840-106f-5654-843f-ffbf19e369ca",
           "title": "Chemistry BSc",
           "university": 5,
           "years": 3
          },
          {
           "id": "b77b4927-7a88-5e8e-9586-addb78d59a3d",
           "title": "Philosophy BSc",
           "university": 6,
           "years": 3
          },
          {
           "id": "370b2d3b-da6c-5133-b014-ecf17a5ebe9c",
           "title": "Software Engineering MEng",
           "university": 1,
           "years": 4
          },
          {
           "id": "4af38098-4f2a-5d6e-8cc5-84f21a545ed9",
           "title": "Biomedical Science BSc",
           "university": 2,
           "years": 3
          },
          {
           "id": "497abcb7-a497-5839-93af-bffbb0845732",
           "title": "Criminology BA",
           "university": 3,
           "years": 3
          },
          {
           "id": "aeb8840a-8c29-56bc-bdb9-36b1c7ad0241",
           "title": "Finance BSc",
           "university": 4,
           "years": 4
          },
          {
           "id": "9b136d77-42ca-5f62-93c4-7f2959eefcde",
           "title": "Urban Planning BA",
           "university": 5,
           "years": 3
          },
          {
           "id": "d8d6a2bf-8829-5ae5-a3c3-89c030c9a9d0",
           "title": "Music Production BA",
           "university": 6,
           "years": 3
          },
          {
           "id": "54750612-e953-57e2-9150-b80bb70a5375",
           "title": "Astrophysics MPhys",
           "university": 1,
           "years": 4
          },
          {
           "id": "295215e5-e228-5f9b-9761-1953e3819f43",
           "title": "Archaeology BA",
           "university": 2,
           "years": 3
          },
          {
           "id": "23d2ada1-a52b-5bbf-9d6e-c19694e2159a",
           "title": "Statistics BSc",
           "university": 3,
           "years": 3
          },
          {
           "id": "40e6426f-e41b-5f91-ab04-12b5f3811e8a",
           "title": "Neuroscience BSc",
           "university": 4,
           "years": 4
          },
          {
           "id": "48550dff-56e1-54a2-a55e-384777becc37",
           "title": "Chemical Engineering MEng",
           "university": 5,
           "years": 3
          },
          {
           "id": "4769b3bc-5c94-5094-a719-329a1b6fa60c",
           "title": "Politics BA",
           "university": 6,
           "years": 3
          }
         ],
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
         "sampleUser": "ad47b512-6a4a-550e-8d28-913ecee0db80",
         "groups": [
          {
           "id": "205970a5-3ac3-5a53-a002-e2969fafc70e",
           "name": "Computer Science applicants",
           "members": [
            "ad47b512-6a4a-550e-8d28-913ecee0db80",
            "a6f668ec-1f41-51b8-af08-1ecc911a1486",
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf"
           ],
           "messages": [
            {
             "id": "b1575e81-ea34-5fbb-b376-d6e0c2b8368b",
             "sender": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "text": "Hi everyone!"
            },
            {
             "id": "4b584594-47e4-5987-a4a4-9b4a4dbaa0bd",
             "sender": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "9b2bdb4f-8ce8-50cd-8b87-303947b8e3a4",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Open day is next week."
            },
            {
             "id": "24dd544b-16c1-5827-8849-9eb30ddcecdb",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "969d0878-cbc0-5df0-b163-7e3c6badaf3c",
           "name": "Medicine 2027",
           "members": [
            "a6f668ec-1f41-51b8-af08-1ecc911a1486",
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5"
           ],
           "messages": [
            {
             "id": "866e5745-a6d5-5563-a363-37ebf954547f",
             "sender": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "text": "Hi everyone!"
            },
            {
             "id": "4a7f49fa-9298-5100-876b-59e0a72a8237",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "1a40e0d5-9b15-5ec4-abf6-3386dee25331",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Open day is next week."
            },
            {
             "id": "8899fb26-98e3-58a5-b810-00fc8d8df635",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "d0a41e2b-7945-5bf2-88b4-31077a065c41",
           "name": "Northbridge freshers",
           "members": [
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab"
           ],
           "messages": [
            {
             "id": "3caa1e7a-1e28-5e41-929b-743551ec7897",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Hi everyone!"
            },
            {
             "id": "6fc0e47b-5b00-5c61-a995-37d9a47bbeee",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "865b82ab-16cb-561e-963c-cb791e68477f",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Open day is next week."
            },
            {
             "id": "24eb703e-de20-505c-bcbc-2245aaaa6848",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "8854a8e5-f630-5711-b188-0137d6b61536",
           "name": "Music auditions",
           "members": [
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806"
           ],
           "messages": [
            {
             "id": "3da6f429-8f63-5714-bc1c-3339078b3c2a",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Hi everyone!"
            },
            {
             "id": "55b8fa57-9555-5715-87d4-487998683f56",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "b5664a14-b1bd-5594-8730-fb2286db8bda",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Open day is next week."
            },
            {
             "id": "e0d640b8-cdae-5cd9-8230-98940edadb73",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "6beb85d6-0a2c-56b4-ae32-ce2071d7f7ed",
           "name": "Law study circle",
           "members": [
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806",
            "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8"
           ],
           "messages": [
            {
             "id": "92260121-edfe-515a-bfa3-dbb0762210f5",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Hi everyone!"
            },
            {
             "id": "63b6d9da-23a6-594e-a9b7-0e908ecb1dd8",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "6a18c2e8-88e3-5bcd-860b-03998d913093",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "Open day is next week."
            },
            {
             "id": "e48660ac-6c17-59a7-bcba-22a3422b3d85",
             "sender": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "34adebc8-e134-59ee-b6e9-9f68b025b641",
           "name": "Accommodation swap",
           "members": [
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806",
            "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
            "1d6b8b1a-97f7-5d8c-8791-081b24bedca6"
           ],
           "messages": [
            {
             "id": "c7b5b6dd-3d86-5461-b205-00ed2cb51bf2",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Hi everyone!"
            },
            {
             "id": "ff638ef6-fdc1-5753-ad9b-f626ba319e36",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "43ec0174-141f-5768-b7ed-d88f8e3ccd58",
             "sender": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "text": "Open day is next week."
            },
            {
             "id": "29134768-ff74-592c-ac87-f284b80d2f12",
             "sender": "1d6b8b1a-97f7-5d8c-8791-081b24bedca6",
             "text": "See you there."
            }
           ]
          }
         ],
         "events": [
          {
           "id": "15b0b848-1373-58ae-ae51-a9b57e94be6f",
           "title": "Open day",
           "date": "2027-03-04",
           "university": 1
          },
          {
           "id": "50643251-137a-5224-a0f2-6126e6ebab73",
           "title": "Application deadline",
           "date": "2027-01-15",
           "university": 2
          },
          {
           "id": "e9e8598e-6157-5cfe-be60-426b9882379d",
           "title": "Campus tour",
           "date": "2027-02-10",
           "university": 3
          },
          {
           "id": "029bb1bf-96a1-57a2-801d-ffd3ca7cc501",
           "title": "Scholarship webinar",
           "date": "2027-02-20",
           "university": 4
          },
          {
           "id": "5b093ca3-481f-5617-85cc-769d7fe9dd15",
           "title": "Portfolio review",
           "date": "2027-03-12",
           "university": 5
          },
          {
           "id": "4412fd39-ef78-569d-8593-1dd7cefb7ed7",
           "title": "Interview practice",
           "date": "2027-01-28",
           "university": 6
          }
         ],
         "posts": [
          {
           "id": "e9409827-a8dc-5911-802b-5ceb4b57f1d6",
           "title": "How I chose my course",
           "author": "ad47b512-6a4a-550e-8d28-913ecee0db80",
           "body": "Start from what you enjoy, then check the modules."
          },
          {
           "id": "8c0afe57-5843-5563-a890-7b66ce2cf9a0",
           "title": "Five questions for open day",
           "author": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
           "body": "Ask about contact hours and placements."
          },
          {
           "id": "233719d3-ebbc-5e49-a5dd-64bc4560b18d",
           "title": "Budgeting for your first year",
           "author": "a769a835-1320-54dc-a985-381cb03604fd",
           "body": "Rent is the big one; plan for it."
          },
          {
           "id": "10084f39-ae32-5bce-a100-055e97ce5391",
           "title": "Writing a personal statement",
           "author": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
           "body": "Show, don't tell."
          },
          {
           "id": "92cbfe54-e33e-5846-ab91-96d6b2e2df98",
           "title": "Interview nerves",
           "author": "8547ae5d-c43a-5014-b558-4135c64770e5",
           "body": "Practise out loud with a friend."
          },
          {
           "id": "63e4ff4d-171e-518d-90ef-0b8220760433",
           "title": "Choosing accommodation",
           "author": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
           "body": "Visit at night as well as by day."
          }
         ],
         "games": [
          {
           "id": "career-quiz",
           "title": "Career Quiz",
           "career": "Careers adviser",
           "leaderboard": [
            {
             "user": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "score": 900
            },
            {
             "user": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "score": 830
            },
            {
             "user": "a769a835-1320-54dc-a985-381cb03604fd",
             "score": 760
            },
            {
             "user": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "score": 690
            },
            {
             "user": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "score": 620
            }
           ]
          },
          {
           "id": "code-breaker",
           "title": "Code Breaker",
           "career": "Software engineer",
           "leaderboard": [
            {
             "user": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "score": 887
            },
            {
             "user": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "score": 817
            },
            {
             "user": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "score": 747
            },
            {
             "user": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "score": 677
            },
            {
             "user": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "score": 607
            }
           ]
          },
          {
           "id": "ward-round",
           "title": "Ward Round",
           "career": "Doctor",
           "leaderboard": [
            {
             "user": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "score": 874
            },
            {
             "user": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "score": 804
            },
            {
             "user": "1d6b8b1a-97f7-5d8c-8791-081b24bedca6",
             "score": 734
            },
            {
             "user": "820b990a-ed3a-5f41-a693-1451846e39a5",
             "score": 664
            },
            {
             "user": "39f3b759-39a0-5f60-ad09-1ab759d09192",
             "score": 594
            }
           ]
          },
          {
           "id": "case-file",
           "title": "Case File",
           "career": "Lawyer",
           "leaderboard": [
            {
             "user": "820b990a-ed3a-5f41-a693-1451846e39a5",
             "score": 861
            },
            {
             "user": "39f3b759-39a0-5f60-ad09-1ab759d09192",
             "score": 791
            },
            {
             "user": "10c469ef-9f36-50b3-9753-e2fefb8d40fe",
             "score": 721
            },
            {
             "user": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "score": 651
            },
            {
             "user": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "score": 581
            }
           ]
          }
         ]
        }
        """#
}
