export {
  activeBanners,
  type BannersDeps,
  bannersFileReaders,
  recommendedTeachers,
  saveBanner,
  saveTeacherPick,
} from "./banners.service.ts";
