export {
  type EncyclopediaDeps,
  encyclopediaFileReader,
  saveArticle,
  saveType,
} from "./encyclopedia.service.ts";
