// The sample catalog, compiled into the app: the `chapter` binary carries its data and runs
// wherever it is copied, whoever runs it (no resource bundle beside the build to find). Edit the
// JSON fragments as JSON (this file: universities and courses; CatalogPlaces, CatalogGroups and
// CatalogActivity the rest); ChapterCatalog.sample() decodes the whole at start-up, and
// ChapterAppTests checks every screen of it.

extension SampleData {
    /// The shared catalog as JSON: universities, courses, accommodation, people, groups, events,
    /// posts and games, one object assembled from its parts.
    static let catalog =
        "{\n" + [catalogStudies, catalogPlaces, catalogGroups, catalogActivity].joined(separator: ",\n") + "\n}"

    /// What students study: the universities and their courses.
    static let catalogStudies = #"""
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
         ]
        """#
}
